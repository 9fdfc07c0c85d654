import { describe, expect, it } from '@jest/globals'
import { githubSpec } from '../fixtures/deploy-spec.js'
import type { Deployment } from '../../src/control-plane/schemas.js'
import { type PreflightInputs, preflight, preflightChecks } from '../../src/run/preflight.js'

const INTEGRATION = '22222222-2222-4222-8222-222222222222'
const OTHER = '44444444-4444-4444-8444-444444444444'
const LISTENER = '33333333-3333-4333-8333-333333333333'

function inputs(extra: Partial<PreflightInputs> = {}): PreflightInputs {
  return {
    ...githubSpec('my-agent', { integrationId: undefined }),
    sourceGiven: false,
    repoUrlGiven: false,
    secretsKeepExisting: false,
    ...extra
  }
}

function existing(extra: Partial<Deployment> = {}): Deployment {
  return {
    id: 'd1',
    name: 'my-agent',
    source: 'github',
    source_config: {
      integration_id: INTEGRATION,
      repo_url: 'https://github.com/acme/agent',
      deployment_type: 'prod'
    },
    ...extra
  }
}

describe('preflight of a create', () => {
  it('needs integration-id for GitHub, and says where to find it', () => {
    expect(() => preflight(inputs(), undefined)).toThrow(
      /deployment "my-agent" does not exist, and creating it needs input 'integration-id'/
    )
    expect(preflight(inputs({ integrationId: INTEGRATION }), undefined).source).toBe('github')
  })

  it('needs listener-id for an image', () => {
    const image = { source: 'external_docker', imageUri: 'r.example.com/a:1' } as const
    expect(() => preflight(inputs(image), undefined)).toThrow(
      /needs input 'listener-id'.*GET \/v2\/listeners/
    )
    expect(preflight(inputs({ ...image, listenerId: LISTENER }), undefined).source).toBe(
      'external_docker'
    )
  })
})

describe('preflight of an update', () => {
  it('passes when nothing fixed differs (an unset deployment-type is not compared)', () => {
    expect(preflight(inputs({ integrationId: INTEGRATION }), existing()).source).toBe('github')
  })

  it('refuses a different integration, type or repository, naming each and what to do', () => {
    const given = inputs({
      integrationId: OTHER,
      deploymentType: 'dev',
      repoUrl: 'https://github.com/acme/other',
      repoUrlGiven: true
    })
    const error = (() => {
      try {
        preflight(given, existing())
      } catch (e) {
        return (e as Error).message
      }
      return ''
    })()
    expect(error).toContain(`input 'integration-id' is ${OTHER}, but source_config.integration_id`)
    expect(error).toContain("input 'repo-url' is https://github.com/acme/other")
    expect(error).toContain("input 'deployment-type' is dev, but source_config.deployment_type")
    expect(error).toContain('cannot change: drop the input')
    expect(error).toContain('delete the deployment and create it anew')
  })

  it("takes one pricing era's name for the other's type, and refuses a change of type", () => {
    const dedicated = existing({ source_config: { deployment_type: 'dedicated' } })
    expect(preflight(inputs({ deploymentType: 'prod' }), dedicated).source).toBe('github')
    expect(preflight(inputs({ deploymentType: 'dedicated' }), existing()).source).toBe('github')
    expect(() => preflight(inputs({ deploymentType: 'serverless' }), dedicated)).toThrow(
      'input \'deployment-type\' is serverless, but source_config.deployment_type of deployment "my-agent" is dedicated'
    )
    expect(() => preflight(inputs({ deploymentType: 'serverless' }), existing())).toThrow(
      /input 'deployment-type' is serverless, but source_config.deployment_type .* is prod/
    )
  })

  it('takes the same repository written with .git or a trailing slash', () => {
    for (const repoUrl of [
      'https://github.com/acme/agent.git',
      'https://GitHub.com/Acme/Agent.git/'
    ]) {
      expect(preflight(inputs({ repoUrl, repoUrlGiven: true }), existing()).source).toBe('github')
    }
  })

  it('refuses the same owner and name on another host: another repository', () => {
    const given = inputs({ repoUrl: 'https://ghe.corp.test/acme/agent', repoUrlGiven: true })
    expect(() => preflight(given, existing())).toThrow(
      "input 'repo-url' is https://ghe.corp.test/acme/agent, but source_config.repo_url"
    )
  })

  it('refuses to turn a GitHub deployment into an image one, and back', () => {
    const image = { source: 'external_docker', imageUri: 'r.example.com/a:1' } as const
    expect(() => preflight(inputs(image), existing())).toThrow(
      /has source github \(source: github\), and input 'image-uri' asks for source image \(external_docker\); .*cannot change/
    )
    const upload = inputs({ source: 'internal_source', sourceGiven: true })
    expect(() => preflight(upload, existing())).toThrow(
      /has source github \(source: github\), and input 'source' is upload; .*set 'source' to github/
    )
    expect(() => preflight(inputs(), existing({ source: 'external_docker' }))).toThrow(
      /runs a prebuilt image \(source external_docker\): give input 'image-uri'/
    )
  })

  it("follows the deployment's own source when source is not given", () => {
    const upload = inputs({ source: 'internal_source' })
    expect(preflight(upload, existing()).source).toBe('github')
    expect(preflight(inputs(), existing({ source: 'internal_source' })).source).toBe(
      'internal_source'
    )
  })

  it("refuses an explicit source that differs from the deployment's", () => {
    const upload = inputs({ source: 'internal_source', sourceGiven: true })
    expect(() => preflight(upload, existing())).toThrow(/set 'source' to github/)
  })

  it('creates an upload deployment with nothing more than a name', () => {
    expect(preflight(inputs({ source: 'internal_source' }), undefined).source).toBe(
      'internal_source'
    )
  })
})

describe('preflightChecks (what mode plan reports)', () => {
  it('reports every check, failed or passed, where preflight throws the first failure', () => {
    const image = existing({
      source: 'external_docker',
      source_config: { deployment_type: 'dev', listener_id: LISTENER }
    })
    const asked = inputs({ source: 'external_docker', deploymentType: 'prod', listenerId: OTHER })
    const result = preflightChecks(asked, image)
    expect(result.source).toBe('external_docker')
    expect(result.checks.map(check => check.passed)).toEqual([true, false, false])
    expect(result.checks[1]?.text).toMatch(/give input 'image-uri'/)
    expect(result.checks[2]?.text).toMatch(
      /input 'deployment-type' is prod.*input 'listener-id' is 44444444/
    )
    expect(result.fixed.map(change => change.field)).toEqual(['deployment_type', 'listener_id'])
    expect(() => preflight(asked, image)).toThrow(result.checks[1]?.text ?? 'unreachable')
  })

  it('a deployment of a source the action does not deploy: one failed check, no source', () => {
    const result = preflightChecks(inputs(), existing({ source: 'internal_docker' }))
    expect(result.source).toBeUndefined()
    expect(result.checks.map(check => check.passed)).toEqual([false])
    expect(result.checks[0]?.text).toMatch(/has source internal_docker/)
  })

  it('all passed: a create that has what it needs, an update that changes nothing fixed', () => {
    const create = preflightChecks(inputs({ integrationId: INTEGRATION }), undefined)
    expect(create.checks.every(check => check.passed)).toBe(true)
    const update = preflightChecks(inputs({ deploymentType: 'prod' }), existing())
    expect(update.checks.map(check => check.passed)).toEqual([true, true, true])
  })
})

describe("preflight of a github update: the deployment's repository is the workflow's", () => {
  const GHES = 'https://ghe.corp.test/acme/agent'

  it('refuses a workflow on GitHub Enterprise updating a github.com deployment, naming both and source upload', () => {
    const ghes = inputs({ repoUrl: GHES, repoRef: 'feature-x' })
    expect(() => preflight(ghes, existing())).toThrow(
      `deployment "my-agent" builds https://github.com/acme/agent (source_config.repo_url), but this workflow runs in ${GHES} (GITHUB_SERVER_URL and GITHUB_REPOSITORY): an update would build https://github.com/acme/agent at this workflow's ref feature-x`
    )
    expect(() => preflight(ghes, existing())).toThrow(/Nothing was sent: .*'source: upload'/)
    const plan = preflightChecks(ghes, existing())
    expect(plan.checks.map(check => check.passed)).toEqual([true, false, true])
  })

  it('refuses another repository on github.com too (a fork updating its upstream)', () => {
    const fork = inputs({ repoUrl: 'https://github.com/someone/agent' })
    expect(() => preflight(fork, existing())).toThrow(
      /builds https:\/\/github.com\/acme\/agent .* but this workflow runs in https:\/\/github.com\/someone\/agent/
    )
  })

  it('takes the same repository however written, and a repo-url given equal to the deployment’s', () => {
    const same = inputs({ repoUrl: 'https://GitHub.com/Acme/Agent.git' })
    expect(preflight(same, existing()).source).toBe('github')
    const given = inputs({ repoUrl: 'https://github.com/acme/agent', repoUrlGiven: true })
    expect(preflight(given, existing()).source).toBe('github')
  })

  it('leaves a repo-url given that differs to the fixed-field check: one failure, not two', () => {
    const given = inputs({ repoUrl: GHES, repoUrlGiven: true })
    const result = preflightChecks(given, existing())
    expect(result.checks.map(check => check.passed)).toEqual([true, true, false])
    expect(result.checks[2]?.text).toContain(`input 'repo-url' is ${GHES}`)
  })

  it('says, without refusing, that nothing is compared when either repository is unknown', () => {
    const local = preflightChecks(inputs({ repoUrl: undefined }), existing())
    expect(local.checks.every(check => check.passed)).toBe(true)
    expect(local.checks[1]?.text).toBe(
      `this workflow's repository is unknown (GITHUB_REPOSITORY is unset): not compared with the one deployment "my-agent" builds (https://github.com/acme/agent)`
    )
    const unnamed = existing({ source_config: { integration_id: INTEGRATION } })
    const silent = preflightChecks(inputs({ repoUrl: GHES }), unnamed)
    expect(silent.checks.every(check => check.passed)).toBe(true)
    expect(silent.checks[1]?.text).toMatch(/does not name the repository it builds/)
  })

  it('is no check of an upload or image deployment', () => {
    const upload = existing({ source: 'internal_source', source_config: {} })
    const checks = preflightChecks(inputs({ repoUrl: GHES }), upload).checks
    expect(checks.map(check => check.text).join('\n')).not.toMatch(/repositor/)
  })
})

describe('preflight with secrets-keep-existing', () => {
  const held = existing({ secrets: [{ name: 'OPENAI_API_KEY' }, { name: 'SHORT' }] })
  const secrets = [{ name: 'NEW_SECRET', value: 'new-value-0001' }]

  it('refuses an update whose list would remove secrets, naming them', () => {
    expect(() => preflight(inputs({ secrets, secretsKeepExisting: true }), held)).toThrow(
      /'secrets' leaves out OPENAI_API_KEY, SHORT, which deployment "my-agent" holds/
    )
    const checks = preflightChecks(inputs({ secrets, secretsKeepExisting: true }), held).checks
    expect(checks.map(check => check.passed)).toEqual([true, true, true, false])
  })

  it('lets it go when every name is kept, when the input is false, or with no list', () => {
    const all = [...secrets, { name: 'OPENAI_API_KEY', value: 'a' }, { name: 'SHORT', value: 'b' }]
    expect(preflight(inputs({ secrets: all, secretsKeepExisting: true }), held).source).toBe(
      'github'
    )
    expect(preflight(inputs({ secrets }), held).source).toBe('github')
    expect(preflight(inputs({ secretsKeepExisting: true }), held).source).toBe('github')
  })

  it('hands the secrets change it computed to the update, and none when no list is sent', () => {
    expect(preflight(inputs({ secrets }), held).secrets).toMatchObject({
      known: true,
      removed: ['OPENAI_API_KEY', 'SHORT'],
      added: ['NEW_SECRET']
    })
    expect(preflight(inputs(), held).secrets).toBeUndefined()
    expect(preflight(inputs({ integrationId: INTEGRATION, secrets }), undefined).secrets).toBe(
      undefined
    )
  })
})

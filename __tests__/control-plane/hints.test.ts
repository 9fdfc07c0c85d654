import { describe, expect, it } from '@jest/globals'
import { controlPlaneHint } from '../../src/control-plane/hints.js'

const failure = (status: number, detail: string) => ({
  method: 'GET',
  path: '/v2/deployments',
  status,
  detail,
  contentType: 'application/json'
})

describe('controlPlaneHint: each 403 its own fix', () => {
  it('deployments not enabled for the organization: enable them, the key is not the cause', () => {
    const hint = controlPlaneHint(
      failure(403, 'LangSmith Deployment is not enabled for this organization.')
    )
    expect(hint).toMatch(/not enabled for this organization: .*Deployments page/)
    expect(hint).toContain("'workspace-id' and 'api-key' are not the cause")
  })

  it('an organization-scoped key without a workspace: set workspace-id', () => {
    const hint = controlPlaneHint(failure(403, 'This API key requires workspace specification'))
    expect(hint).toMatch(/^set 'workspace-id': an organization-scoped API key/)
  })

  it('any other 403: the key cannot reach the workspace', () => {
    expect(controlPlaneHint(failure(403, 'Forbidden'))).toBe(
      "check 'workspace-id': the API key cannot reach that workspace"
    )
  })

  it('the three are different', () => {
    const hints = new Set(
      ['Deployments are not enabled', 'requires workspace specification', 'Forbidden'].map(d =>
        controlPlaneHint(failure(403, d))
      )
    )
    expect(hints.size).toBe(3)
  })
})

describe('controlPlaneHint: a name a tracing project holds', () => {
  it('names the fixes: delete the project, another name, delete-tracing-project: true', () => {
    const hint = controlPlaneHint(
      failure(409, "A tracing project named 'preview-7' already exists in this workspace.")
    )
    expect(hint).toContain('delete that project in LangSmith')
    expect(hint).toContain("'deployment-name'")
    expect(hint).toContain("'delete-tracing-project: true'")
  })

  it('any other 409 gets no hint', () => {
    expect(controlPlaneHint(failure(409, "Deployment 'x' already exists"))).toBeUndefined()
  })
})

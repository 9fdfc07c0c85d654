// Owns the workspace's GitHub integrations API (control-plane-notes.md, "GitHub integrations"):
// which integrations there are, and which repositories each can deploy. Cloud only.
import { z } from 'zod'
import type { Http } from '../base/http.js'

const IntegrationSchema = z.looseObject({
  id: z.string().min(1),
  /** The GitHub account the app is installed on. */
  name: z.string().nullish(),
  installation_id: z.number().nullish()
})

/** A GitHub integration of the workspace: `id` is what `source_config.integration_id` takes. */
export type GitHubIntegration = z.infer<typeof IntegrationSchema>

const IntegrationRepoSchema = z.looseObject({
  name: z.string().nullish(),
  owner: z.string().nullish(),
  /** What `source_config.repo_url` takes. */
  url: z.string().min(1)
})

/** A repository an integration can deploy. */
export type IntegrationRepo = z.infer<typeof IntegrationRepoSchema>

/** `GET /v1/integrations/github/...`, on the control plane's Http. */
export class GitHubIntegrations {
  constructor(private readonly http: Http) {}

  /** The workspace's GitHub integrations. */
  async list(): Promise<GitHubIntegration[]> {
    return this.http.json(
      { method: 'GET', path: '/v1/integrations/github/install', expect: [200] },
      z.array(IntegrationSchema),
      'GET /v1/integrations/github/install'
    )
  }

  /** The repositories integration `id` can deploy. */
  async repos(options: { readonly id: string }): Promise<IntegrationRepo[]> {
    return this.http.json(
      {
        method: 'GET',
        path: `/v1/integrations/github/${encodeURIComponent(options.id)}/repos`,
        expect: [200]
      },
      z.array(IntegrationRepoSchema),
      'GET /v1/integrations/github/{integration_id}/repos'
    )
  }
}

// Owns what the action reads from the control plane's answers: zod schemas of deployments,
// revisions, lists and log pages, checking only the fields the action uses.
import { z } from 'zod'

const nullableString = z.string().nullish()

/** An ID from the control plane, checked for form before it goes into a path, a log or an output. */
const id = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'must be an ID (letters, digits, "-", "_", ".")')

/** A text field only shown to people: a value of another type is taken as absent, not a failure. */
const lenientText = z.string().nullish().catch(undefined)

/** What a revision was built from; `repo_commit_sha` is the commit built (`github` source only). */
const RevisionConfigSchema = z
  .looseObject({
    repo_ref: lenientText,
    langgraph_config_path: lenientText,
    graph_config_path: lenientText,
    repo_commit_sha: lenientText,
    /** The image deployed (`external_docker`); a redeploy copies it. */
    image_uri: lenientText,
    /** The uploaded archive built (`internal_source`); a redeploy copies it. */
    source_tarball_path: lenientText
  })
  .nullish()
  .catch(undefined)

/** A deployment as the control plane returns it; only the fields the action reads are checked. */
export const DeploymentSchema = z.looseObject({
  id,
  // The contract promises only id and latest_revision_id in some answers; a missing name is ''.
  name: z
    .string()
    .nullish()
    .transform(name => name ?? ''),
  latest_revision_id: id.nullish(),
  /** The revision that serves traffic; null while none does. Absent on installs that omit it. */
  active_revision_id: id.nullish(),
  updated_at: nullableString,
  /** `READY`, `AWAITING_DELETE`, `AWAITING_FINAL_DELETE`...: server text, read only to see a deletion. */
  status: lenientText,
  url: nullableString,
  tenant_id: nullableString,
  source: nullableString,
  source_config: z
    .looseObject({
      custom_url: nullableString,
      integration_id: nullableString,
      repo_url: lenientText,
      deployment_type: nullableString,
      listener_id: nullableString,
      build_on_push: z.boolean().nullish()
    })
    .nullish(),
  /** What its latest revision was made from (read by `mode: plan` to compare). */
  source_revision_config: RevisionConfigSchema,
  /** Its secrets: names, and values only on installs that return them (never shown). */
  secrets: z
    .array(z.looseObject({ name: z.string(), value: z.string().nullish().catch(undefined) }))
    .nullish()
    .catch(undefined)
})

/** A deployment record. */
export type Deployment = z.infer<typeof DeploymentSchema>

/** A revision of a deployment. */
export const RevisionSchema = z.looseObject({
  id,
  status: z.string().min(1),
  created_at: nullableString,
  /** With `created_at`: for a finished revision, how long it took (the poll policy learns from it). */
  updated_at: nullableString,
  status_message: nullableString,
  source_revision_config: RevisionConfigSchema
})

/** A revision record. */
export type Revision = z.infer<typeof RevisionSchema>

/** What of a deployment the answer to a PATCH may tell. */
export const PatchAnswerSchema = z.looseObject({
  id: id.optional(),
  latest_revision_id: id.nullish(),
  updated_at: nullableString,
  url: nullableString,
  source_config: z.looseObject({ custom_url: nullableString }).nullish()
})

/** Where to upload a source archive: a signed URL, and the object path to name in the PATCH. */
export const UploadUrlSchema = z.looseObject({
  upload_url: z.string().min(1),
  object_path: z.string().min(1)
})

/** A signed upload URL. */
export type UploadUrl = z.infer<typeof UploadUrlSchema>

export const DeploymentListSchema = z.looseObject({
  resources: z.array(DeploymentSchema),
  offset: z.number().nullish()
})

export const RevisionListSchema = z.looseObject({ resources: z.array(RevisionSchema) })

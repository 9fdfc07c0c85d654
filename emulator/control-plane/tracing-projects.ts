// Owns the workspace's tracing projects as deployments see them: a deleted deployment's project
// stays (and holds its name against a new create) unless the DELETE asks to delete it too.
import { ApiError } from '../base/api-error.js'

/** The names held by tracing projects that outlived their deployment. */
export class TracingProjects {
  readonly #leftover: Set<string>

  /** `leftover`: projects present from the start (the `reservedNames` option). */
  constructor(leftover: Iterable<string>) {
    this.#leftover = new Set(leftover)
  }

  /** A deployment is deleted: its project goes with `deleteProject`, else it stays behind. */
  deploymentDeleted(name: string, deleteProject: boolean): void {
    if (deleteProject) this.#leftover.delete(name)
    else this.#leftover.add(name)
  }

  /** Refuses (409) a create whose name a leftover tracing project holds. */
  refuseCreate(name: string): void {
    if (!this.#leftover.has(name)) return
    throw new ApiError(
      409,
      `A tracing project named '${name}' already exists in this workspace (a deleted deployment's project is kept unless the delete sends delete_tracing_project=true); choose another deployment name or delete the project.`
    )
  }
}

// Owns matching a request's path to a table of routes, for each API the emulator serves: a pattern
// of fixed segments and parameters (null), the parameters decoded.
export interface RoutePattern {
  /** null marks a path parameter. */
  readonly pattern: readonly (string | null)[]
}

/** A segment decoded, or as it came when it is not valid percent-encoding. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The first route whose pattern fits `pathname` segment for segment, with its parameters (never
 * empty) decoded by `decode`; undefined when none fits.
 */
export function matchRoute<R extends RoutePattern>(
  routes: readonly R[],
  pathname: string,
  decode: (segment: string) => string = safeDecode
): { route: R; params: string[] } | undefined {
  const segments = pathname.split('/').slice(1)
  for (const route of routes) {
    if (route.pattern.length !== segments.length) continue
    const params: string[] = []
    const fits = route.pattern.every((part, index) => {
      const segment = segments[index] ?? ''
      if (part !== null) return part === segment
      if (segment === '') return false
      params.push(decode(segment))
      return true
    })
    if (fits) return { route, params }
  }
  return undefined
}

// Owns which agent a request takes: the runner's proxy settings (`https_proxy`, `http_proxy`,
// `no_proxy`, read as @actions/http-client reads them; loopback never proxied), for every client.
import type { Agent } from 'node:http'
import { HttpClient } from '@actions/http-client'

/**
 * A chooser of agents: for each URL, a tunnel through the runner's proxy unless `no_proxy` or
 * loopback bypasses it, else a direct agent. With `keepAlive`, sockets stay open between
 * requests and each agent is made once; without, the toolkit makes a proxy's agent per request.
 */
export function agentChooser(keepAlive: boolean): (url: URL) => Agent {
  // The toolkit keeps one direct agent per client, whatever the scheme: one client per scheme.
  const clients = new Map<string, HttpClient>()
  return url => {
    let client = clients.get(url.protocol)
    if (client === undefined) {
      client = new HttpClient(undefined, [], {
        allowRedirects: false,
        allowRetries: false,
        keepAlive
      })
      clients.set(url.protocol, client)
    }
    return client.getAgent(url.href)
  }
}

// Owns the in-memory connection of a simulated run to its emulator: two ends of one pipe, each a
// Duplex with the few socket methods node:http's client and server call. It stands in for
// loopback TCP, whose connects and closes were a fifth of the adversary's CPU.
import { Duplex } from 'node:stream'

/** One end of a pipe: what is written on it is read on the other end. */
class PipeEnd extends Duplex {
  peer: PipeEnd | undefined
  readonly remoteAddress = '127.0.0.1'
  readonly remoteFamily = 'IPv4'
  readonly connecting = false

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.peer?.push(chunk)
    done()
  }

  override _final(done: (error?: Error) => void): void {
    this.peer?.push(null)
    done()
  }

  /** A closed end closes the other, as a reset connection does. */
  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    const peer = this.peer
    this.peer = undefined
    if (peer !== undefined && !peer.destroyed) peer.destroy()
    done(error)
  }

  // Idle timeouts, Nagle and keep-alive probes mean nothing in memory; the action bounds each
  // request with its own signal, and the emulator sets no timeouts of its own.
  setTimeout(): this {
    return this
  }
  setNoDelay(): this {
    return this
  }
  setKeepAlive(): this {
    return this
  }
  ref(): this {
    return this
  }
  unref(): this {
    return this
  }
}

/** A new pipe: the client's end and the server's. */
export function pipe(): { client: Duplex; server: Duplex } {
  const client = new PipeEnd()
  const server = new PipeEnd()
  client.peer = server
  server.peer = client
  return { client, server }
}

// A TCP relay of a spec's own between panel instances and their PostgreSQL: stopping it makes the
// panel's store unreachable for them (every open connection cut, new ones refused), as a server
// that stops would, while the server itself, which other tests use, keeps running. Started again,
// it listens on the same port, and the instances' next connections get through.
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";

export type Relay = { readonly port: number; stop(): Promise<void>; start(): Promise<void> };

export async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const track = (socket: Socket, other: Socket) => {
    sockets.add(socket);
    // Either end gone: the other goes too, as a connection to a stopped server does.
    socket.on("close", () => {
      sockets.delete(socket);
      other.destroy();
    });
    socket.on("error", () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const relay = createServer((inbound) => {
        const outbound = connect(target.port, target.host);
        track(inbound, outbound);
        track(outbound, inbound);
        inbound.pipe(outbound).pipe(inbound);
      });
      relay.once("error", reject);
      relay.listen(port, "127.0.0.1", () => {
        port = (relay.address() as AddressInfo).port;
        server = relay;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const stopping = server;
        server = undefined;
        for (const socket of sockets) socket.destroy();
        if (stopping) stopping.close(() => resolve());
        else resolve();
      }),
    start: () => (server ? Promise.resolve() : listen()),
  };
}

// A plain round-robin HTTP proxy in its own process, standing in for the load balancer in front of several API
// processes (production would use nginx or HAProxy): each request goes to the next of UPSTREAMS, over kept-alive
// connections. No stickiness is needed: the API processes keep nothing between requests.
import http from 'node:http';

const upstreams = (process.env.UPSTREAMS ?? '')
  .split(',')
  .filter(Boolean)
  .map((u) => new URL(u));
if (upstreams.length === 0) throw new Error('UPSTREAMS: a comma-separated list of base URLs');
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
let next = 0;

const server = http.createServer((req, res) => {
  const target = upstreams[next++ % upstreams.length];
  const forward = http.request(
    { agent, host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(forward);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');

// The nginx side of `npm run cluster` (ADR 017): the configuration it runs with, written into a
// directory of its own (no root paths: pid, logs and temp files all stay there).

export interface Upstream {
  port: number;
  /** In rotation; an instance whose /readyz fails is listed `down` until it answers again. */
  ready: boolean;
}

export interface NginxConfigOptions {
  /** The directory nginx runs in (`-p`): its pid file, logs and temp files go there. */
  prefix: string;
  listenHost: string;
  listenPort: number;
  upstreams: Upstream[];
  /** Adds `X-Curio-Upstream: <address>` to every reply: which instance answered (tests; off by default). */
  exposeUpstream?: boolean;
  /** Uploads and other request bodies up to this size reach the instances (they set their own limits). */
  clientMaxBodySize?: string;
}

/**
 * Passive health checks: one failed attempt takes an instance out for this long, then nginx tries it again.
 */
export const PASSIVE_FAIL_TIMEOUT = '5s';

/**
 * nginx.conf for a round-robin upstream of the instances. Open-source nginx only has passive health checks
 * (`max_fails`/`fail_timeout`); the active ones (each instance's /readyz) are the cluster script's: it marks
 * an unready instance `down` and reloads. `proxy_next_upstream` sends a request that could not reach an
 * instance to the next one: any request whose connection failed before it was sent, and idempotent ones (GET,
 * HEAD, PUT, DELETE…) also after an error, a timeout or a 502/503/504 (nginx never repeats a POST or PATCH it
 * has sent). The client's address goes on in X-Forwarded-For, replacing whatever the client claimed: nginx is
 * the edge, and the instances trust only its address (TRUST_PROXY).
 */
export function nginxConfig(o: NginxConfigOptions): string {
  const servers = o.upstreams
    .map(
      (u) =>
        `    server 127.0.0.1:${u.port} max_fails=1 fail_timeout=${PASSIVE_FAIL_TIMEOUT}${u.ready ? '' : ' down'};`,
    )
    .join('\n');
  const at = (name: string) => `${o.prefix}/${name}`;
  return `# Written by scripts/cluster; rewritten and reloaded whenever an instance's /readyz changes.
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;

events {
  worker_connections 1024;
}

http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('temp/client_body')};
  proxy_temp_path ${at('temp/proxy')};
  fastcgi_temp_path ${at('temp/fastcgi')};
  uwsgi_temp_path ${at('temp/uwsgi')};
  scgi_temp_path ${at('temp/scgi')};
  client_max_body_size ${o.clientMaxBodySize ?? '10m'};
  server_tokens off;

  upstream curio {
${servers}
    keepalive 16;
    keepalive_timeout 60s;
  }

  server {
    listen ${o.listenHost}:${o.listenPort};

    location / {
      proxy_pass http://curio;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
${o.exposeUpstream ? '      add_header X-Curio-Upstream $upstream_addr always;\n' : ''}    }
  }
}
`;
}

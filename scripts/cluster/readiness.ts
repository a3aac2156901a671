// The cluster script's active health checks (ADR 017): each instance's /readyz, and which instances nginx
// routes to because of it.

/**
 * What the poller reads and sets of an instance (instance.ts's Instance, which spawns and drains, has more).
 */
export interface PolledInstance {
  index: number;
  url: string;
  /** Whether nginx routes to it; set from the polls. */
  routed: boolean;
  process: { exitCode: number | null };
}

export type Readiness = 'ready' | 'draining' | 'unready';

/** What GET /readyz says (within a second): 200, a 503 'draining' (SIGTERM), or anything else. */
export async function readiness(url: string): Promise<Readiness> {
  try {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1_000) });
    const body = await res.text();
    if (res.status === 200) return 'ready';
    return body.includes('"draining"') ? 'draining' : 'unready';
  } catch {
    return 'unready';
  }
}

export const isReady = async (url: string) => (await readiness(url)) === 'ready';

/** Failed polls in a row before an instance leaves the rotation; a draining one leaves at the first. */
export const UNREADY_POLLS = 2;

/**
 * Which instances (by position) are wanted in rotation after a poll that found them in `states`;
 * `failedPolls` (failed polls in a row, by position) is brought up to date. An instance leaves the rotation
 * at once when it is draining, after UNREADY_POLLS failed polls in a row otherwise (a database blip that
 * fails one ping is no reason to reload), and comes back at its first good answer. When no instance is
 * ready, every running one that is not draining stays in (fail open): the app's own error replies and
 * nginx's passive checks serve better than a 502 from nginx for every request.
 */
export function wantedInRotation(
  instances: readonly PolledInstance[],
  states: readonly Readiness[],
  failedPolls: number[],
): boolean[] {
  const wanted = instances.map((instance, n) => {
    const state = states[n];
    failedPolls[n] = state === 'ready' ? 0 : (failedPolls[n] ?? 0) + 1;
    if (state === 'ready') return true;
    return state === 'unready' && instance.routed && (failedPolls[n] ?? 0) < UNREADY_POLLS;
  });
  const failOpen = !wanted.includes(true);
  if (failOpen)
    instances.forEach((instance, n) => {
      wanted[n] = states[n] === 'unready' && instance.process.exitCode === null;
    });
  return wanted;
}

/** Why an instance went into or out of the rotation, for the cluster's log. */
function rotationReason(routed: boolean, state: Readiness | undefined): string {
  if (!routed) return `is ${state ?? 'gone'}: out of rotation`;
  return state === 'ready' ? 'is ready: in rotation' : 'is not ready, nor is any other: kept in rotation';
}

export interface ReadinessPollerOptions {
  /** The cluster's instances; each one's `routed` is set from the polls. */
  instances: readonly PolledInstance[];
  pollMs: number;
  log: (message: string) => void;
  /** Runs after a poll that changed the rotation: rewrite nginx's upstream and reload it. */
  onRotationChange: () => Promise<void>;
}

/**
 * Once started, asks every instance's /readyz each `pollMs` (the next poll once this one is done) and moves
 * instances into and out of the rotation (`wantedInRotation`); `stop()` ends it, a poll in flight changing
 * nothing more.
 */
export function createReadinessPoller({ instances, pollMs, log, onRotationChange }: ReadinessPollerOptions) {
  const failedPolls: number[] = [];
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const poll = async () => {
    const states = await Promise.all(instances.map((i) => readiness(i.url)));
    if (stopped) return;
    const wanted = wantedInRotation(instances, states, failedPolls);
    let changed = false;
    instances.forEach((instance, n) => {
      const routed = wanted[n] ?? false;
      if (instance.routed === routed) return;
      instance.routed = routed;
      changed = true;
      log(`instance ${instance.index} ${rotationReason(routed, states[n])}`);
    });
    if (changed) await onRotationChange();
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      poll()
        .catch((err: unknown) => log(`readiness poll failed: ${String(err)}`))
        .finally(schedule);
    }, pollMs);
  };
  return {
    start: schedule,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** A cluster that cannot start or be driven as asked: what went wrong, and where its log is. */
export class ClusterError extends Error {}

// The jobs module's exports for the rest of the API: outside the module, import only this file.
// Other modules enqueue through `app.jobs` (plugin.ts), inside the transaction of their change.
export { jobsPlugin, type EnqueueOptions, type Jobs } from './plugin.ts';
export {
  JOB_INTERRUPTED,
  PermanentJobError,
  type JobContext,
  type JobHandler,
  type JobKindOptions,
} from './runner.ts';

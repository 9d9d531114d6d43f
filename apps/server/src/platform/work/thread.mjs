// The entry of every thread of a work pool (work-pool.ts): it loads the task table the pool names and runs the
// requests it is given. The server runs its TypeScript through tsx, whose loader a thread does not inherit from
// `--import tsx`: each thread registers it.
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const { runInThread } = await import('./work-pool.ts');
const { tasks } = await import(workerData.tasksModule);

export default (request) => runInThread(tasks, request);

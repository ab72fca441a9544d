/* Homework tasks: deploying, assignees, reminders and a student's start (their note's writing is the note resource's). */
export { taskRoutes } from './routes';
export { seedDemoTask } from './demo';

/* Homework tasks: deploying, assignees, reminders, a student's start, and saving and submitting their note. */
export { taskRoutes } from './routes';
export { seedDemoTask } from './demo';
export { type AnswerValidator, registerAnswerValidator } from './validator';

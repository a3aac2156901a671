// The quiz module's exports for the rest of the API: outside the module, import only this file.
export { createQuizPreview } from './console-preview.ts';
export { gradeAnswers, type GradedQuestion } from './grading.ts';
export { quizRoutes } from './routes.ts';

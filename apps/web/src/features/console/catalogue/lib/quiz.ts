/**
 * The correct option's index once the option at `removed` is gone: an earlier removal shifts it up; removing
 * the correct option itself falls back to the first one (the editor then picks the right answer again).
 */
export function correctAfterRemoving(correct: number, removed: number): number {
  if (removed < correct) return correct - 1;
  if (removed === correct) return 0;
  return correct;
}

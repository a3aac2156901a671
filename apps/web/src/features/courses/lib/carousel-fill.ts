/**
 * docs/product.md#rules: "If a category has exactly 3 courses, the first is repeated to make 4." Three cards
 * in a 3-up looped carousel leave nothing to scroll to; a fourth lets the loop turn.
 */
export function fillForCarousel<T>(courses: readonly T[]): T[] {
  const [first] = courses;
  return courses.length === 3 && first !== undefined ? [...courses, first] : [...courses];
}

/**
 * Freezes a value and everything it holds, so an object shared by several readers (an event served
 * to every projection) cannot be changed by one of them behind the others' backs.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

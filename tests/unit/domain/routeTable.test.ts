// The route table's parameter rule (common/domain/routeTable.ts): the router and the deep-link
// checker both accept a route only when its constrained parameters hold allowed values.
import { describe, expect, it } from 'vitest';
import { paramsSatisfy, ROUTES } from '../../../common/domain/routeTable';

const constrained = ROUTES.find((route) => route.constraints)!;
const [name, allowed] = Object.entries(constrained.constraints!)[0]!;

describe('paramsSatisfy', () => {
  it('accepts an allowed value of a constrained parameter', () => {
    expect(paramsSatisfy(constrained, { [name]: allowed[0] })).toBe(true);
  });

  it('refuses another value, and a constrained parameter that is missing', () => {
    expect(paramsSatisfy(constrained, { [name]: 'nope' })).toBe(false);
    expect(paramsSatisfy(constrained, {})).toBe(false);
  });

  it('accepts anything on a route without constraints', () => {
    const free = ROUTES.find((route) => !route.constraints)!;
    expect(paramsSatisfy(free, {})).toBe(true);
  });
});

import { exportedNames, findDuplicateNames } from './exported-names';

it('no app exports two components, hooks or constants of the same name', () => {
  const problems = findDuplicateNames().map(
    ({ app, name, files }) => `${app}: ${name} is exported by ${files.join(' and ')}`,
  );
  expect(problems).toEqual([]);
});

it('counts declared exports, not re-exports nor types', () => {
  const text = [
    'export function AgentCard() {}',
    'export const useT = () => null, LIMIT = 3;',
    'export default function LoginPage() {}',
    'export class Store {}',
    "export { Other } from './other';",
    'export interface Props {}',
    'export type Kind = string;',
    'function Local() {}',
  ].join('\n');
  expect(exportedNames('x.tsx', text)).toEqual([
    'AgentCard',
    'useT',
    'LIMIT',
    'LoginPage',
    'Store',
  ]);
});

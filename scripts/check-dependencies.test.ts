/** @jest-environment node */
import path from 'node:path';
import { findUndeclaredImports, packageOf, runtimeImports } from './check-dependencies';

it('every package declares the packages it imports', () => {
  const problems = findUndeclaredImports(path.resolve(__dirname, '..')).map(
    ({ file, name, packageDir }) => `${file}: ${name} (declare it in ${packageDir}/package.json)`,
  );
  expect(problems).toEqual([]);
});

it('reads imports, re-exports, import() and require(), but not type-only imports', () => {
  const source = `
    import React from 'react';
    import type { Map } from 'leaflet';
    import { type Marker } from 'leaflet/marker';
    export { x } from '@scope/pkg/sub';
    export type { Y } from 'types-only';
    const lazy = () => import('sweetalert2/dist/sweetalert2.esm.js');
    const fs = require('node:fs');
    type T = typeof import('only-a-type');
  `;
  expect(runtimeImports('a.ts', source)).toEqual([
    'react',
    'leaflet/marker',
    '@scope/pkg/sub',
    'sweetalert2/dist/sweetalert2.esm.js',
    'node:fs',
  ]);
});

it('names the package of a specifier, and none for paths and Node built-ins', () => {
  expect(packageOf('@betoch/shared/ui')).toBe('@betoch/shared');
  expect(packageOf('react-dom/client')).toBe('react-dom');
  expect(packageOf('./local')).toBeUndefined();
  expect(packageOf('node:path')).toBeUndefined();
  expect(packageOf('path')).toBeUndefined();
});

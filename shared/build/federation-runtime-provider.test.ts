import * as runtimeCore from '@module-federation/runtime-core';
import provideFederationRuntime from './federation-runtime-provider';

describe("the shell's federation runtime provider", () => {
  it('hands the core the shell runs to the remotes, saying which shell and version it is', () => {
    const plugin = provideFederationRuntime();
    const args = { options: { name: 'shell' }, origin: { version: '2.9.2' } };
    expect(plugin.beforeInit?.(args as never)).toBe(args);
    const page = self as unknown as Record<string, unknown>;
    const provided = page._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
    expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(page._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'shell', version: '2.9.2' });
  });
});

/** @jest-environment node */
import {
  federationRuntimeVersion,
  RUNTIME_FROM_GLOBAL,
  RUNTIME_GLOBAL,
  runtimeExternal,
} from './federation-runtime';

/** Evaluates a remote's external as its bundle would, in a page holding `globals`. */
function readRuntime(expression: string, globals: Record<string, unknown>): unknown {
  return new Function('self', 'console', `return ${expression};`)(globals, console);
}

describe("a remote's federation runtime, read from the page", () => {
  const core = { ModuleFederation: class {} };

  it('is the core the shell provided, when its major and minor are the build’s', () => {
    const expression = runtimeExternal('listings', '2.9.2');
    const from = { name: 'shell', version: '2.9.7' };
    expect(readRuntime(expression, { [RUNTIME_GLOBAL]: core, [RUNTIME_FROM_GLOBAL]: from })).toBe(
      core,
    );
    // The standalone page provides the core without saying who it is: the remote's own build.
    expect(readRuntime(expression, { [RUNTIME_GLOBAL]: core })).toBe(core);
  });

  it('fails the remote naming both versions when the page has none or another major', () => {
    const expression = runtimeExternal('listings', '2.9.2');
    expect(() => readRuntime(expression, {})).toThrow(
      "[betoch] listings was built with Module Federation 2.9.2 and needs its runtime from the page (the shell's _FEDERATION_RUNTIME_CORE); this page provides none",
    );
    const from = { name: 'shell', version: '3.0.0' };
    expect(() =>
      readRuntime(expression, { [RUNTIME_GLOBAL]: core, [RUNTIME_FROM_GLOBAL]: from }),
    ).toThrow('[betoch] listings was built with Module Federation 2.9.2, the page provides 3.0.0');
  });

  it('runs on another minor, with a warning naming both versions', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const from = { name: 'shell', version: '2.10.0' };
    const expression = runtimeExternal('content', '2.9.2');
    expect(readRuntime(expression, { [RUNTIME_GLOBAL]: core, [RUNTIME_FROM_GLOBAL]: from })).toBe(
      core,
    );
    expect(warn).toHaveBeenCalledWith(
      '[betoch] content was built with Module Federation 2.9.2, the page provides 2.10.0',
    );
    warn.mockRestore();
  });

  it('is one line, as webpack reads a `var` external', () => {
    expect(runtimeExternal('content', '2.9.2')).not.toContain('\n');
  });

  it('is built against the installed runtime core', () => {
    expect(federationRuntimeVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });
});

import {
  collectRenderedData,
  parseRenderedState,
  readRenderedData,
  renderedDataJson,
  seedRenderedData,
  startDataCollection,
  stopDataCollection,
  takePendingData,
} from './rendered-data';

afterEach(() => stopDataCollection());

test('the server collects each load once, waits for it, and writes what resolved', async () => {
  startDataCollection();
  const load = jest.fn(() => Promise.resolve({ id: 'b01' }));
  collectRenderedData('property:["b01"]', load);
  collectRenderedData('property:["b01"]', load);
  collectRenderedData('broken', () => Promise.reject(new Error('HTTP 500')));
  expect(load).toHaveBeenCalledTimes(1);
  expect(await takePendingData()).toBe(true);
  expect(await takePendingData()).toBe(false);
  expect(readRenderedData('property:["b01"]')).toEqual({ value: { id: 'b01' } });
  // A failed load is the browser's to show (its message and retry), not the server's.
  expect(readRenderedData('broken')).toBeUndefined();
});

test('outside a server render nothing is collected', () => {
  const load = jest.fn(() => Promise.resolve(1));
  collectRenderedData('x', load);
  expect(load).not.toHaveBeenCalled();
});

test('the JSON cannot end its script element, and Maps and unknown ids survive the trip', async () => {
  startDataCollection();
  collectRenderedData('post', () =>
    Promise.resolve({ title: '</script><script>alert(1)</script>' }),
  );
  collectRenderedData('labels', () => Promise.resolve(new Map([['Villa', 'ቪላ']])));
  collectRenderedData('agent:["nobody"]', () => Promise.resolve(undefined));
  await takePendingData();
  const json = renderedDataJson({ language: 'am' });
  expect(json).not.toMatch(/<|>|&/);

  startDataCollection(); // forgets the values, as a fresh page in the browser
  const state = parseRenderedState(json);
  expect(state?.language).toBe('am');
  seedRenderedData(state?.data as Record<string, unknown>);
  expect(readRenderedData('post')).toEqual({
    value: { title: '</script><script>alert(1)</script>' },
  });
  expect(readRenderedData('labels')?.value).toEqual(new Map([['Villa', 'ቪላ']]));
  expect(readRenderedData('agent:["nobody"]')).toEqual({ value: undefined });
});

test('a malformed state is ignored (the page then loads its own data)', () => {
  expect(parseRenderedState('{"data": ')).toBeNull();
  expect(parseRenderedState('[1,2]')).toBeNull();
});

test('a failed load is not asked again in the same render, so the passes end', async () => {
  startDataCollection();
  const broken = jest.fn(() => Promise.reject(new Error('timed out')));
  collectRenderedData('faq', broken);
  expect(await takePendingData()).toBe(true);
  collectRenderedData('faq', broken); // the next pass renders the same component
  expect(await takePendingData()).toBe(false);
  expect(broken).toHaveBeenCalledTimes(1);

  startDataCollection(); // the next page asks for it afresh
  collectRenderedData('faq', broken);
  expect(broken).toHaveBeenCalledTimes(2);
});

test('a load that outlives its render writes nothing into the next page', async () => {
  let answer: (value: unknown) => void = () => undefined;
  startDataCollection();
  collectRenderedData('agent:["a1"]', () => new Promise((resolve) => (answer = resolve)));
  stopDataCollection(); // the render gave up at its deadline

  startDataCollection();
  answer({ id: 'a1' });
  await Promise.resolve();
  await Promise.resolve();
  expect(readRenderedData('agent:["a1"]')).toBeUndefined();
  expect(JSON.parse(renderedDataJson()).data).toEqual({});
});

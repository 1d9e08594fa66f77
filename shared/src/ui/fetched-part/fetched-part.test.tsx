import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchedPart } from './fetched-part';

type Named = { name: string };
const Part = ({ name }: Named) => <p>{`${name}'s part`}</p>;
const chunkError = () => new Error('Loading chunk 712 failed');

/** A section's boundary, as the shell puts around each remote. */
class SectionBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // React reports the caught errors on the console; expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('a part whose code cannot load shows its failure in its place, and the page around it stays', async () => {
  const load = jest.fn().mockRejectedValue(chunkError());
  const Lazy = fetchedPart(load, <p>loading</p>, (retry, props: Named) => (
    <button type="button" onClick={retry}>
      {props.name}: try again
    </button>
  ));
  render(
    <SectionBoundary>
      <h1>The page</h1>
      <Lazy name="footer" />
    </SectionBoundary>,
  );
  expect(await screen.findByRole('button', { name: 'footer: try again' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

test('the retry loads the code afresh and shows the part', async () => {
  const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(Part);
  const Lazy = fetchedPart<Named>(load, <p>loading</p>, (retry) => (
    <button type="button" onClick={retry}>
      Try again
    </button>
  ));
  render(<Lazy name="panel" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText("panel's part")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test("without its own failure, a part's failure reaches the section's boundary", async () => {
  const Lazy = fetchedPart(jest.fn().mockRejectedValue(chunkError()), <p>loading</p>);
  render(
    <SectionBoundary>
      <h1>The page</h1>
      <Lazy />
    </SectionBoundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 712 failed');
});

test('holds its place while the code loads, and fetches it once for every render after', async () => {
  const load = jest.fn().mockResolvedValue(Part);
  const Lazy = fetchedPart<Named>(load, <p>loading</p>);
  const { rerender } = render(<Lazy name="hero" />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText("hero's part")).toBeInTheDocument();
  rerender(<Lazy name="another hero" />);
  expect(screen.getByText("another hero's part")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

// A render worker for the pool's tests that takes 400 ms to say it is ready (a cold worker loading
// its bundle), then renders as test/fake-worker.cjs does.
setTimeout(() => require('./fake-worker.cjs'), 400);

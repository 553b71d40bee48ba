// e2e project: a real server and a real Chromium per test file; give each test room.
jest.setTimeout(60_000);

// Run in a child process without a usable D-Bus session (see keychain-session-store.test.ts).
import { createKeychainSessionStore } from '../keychain-session-store';

const service = `com.northbeam.admin.test-nokeychain-${process.pid}`;
const store = createKeychainSessionStore({ service });
const status = await store.status();
await store.set('https://www.example.com', 'memory-only');
const readBack = await store.get('https://www.example.com');
const afterRestart = await createKeychainSessionStore({ service }).get('https://www.example.com');
console.log(JSON.stringify({ status, readBack, afterRestart }));

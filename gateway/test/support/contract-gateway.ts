import { afterAll, beforeAll, beforeEach } from 'vitest';
import { installContract } from './contract.js';
import { FakeStore } from './fake-store.js';
import { startGateway, type RunningGateway } from './gateway.js';
import type { GatewayOptions } from '../../src/server.js';

export interface ContractGateway {
  readonly store: FakeStore;
  readonly gw: RunningGateway;
}

/**
 * One fake store-api and one gateway for the whole file, started before its tests and closed after them. Before
 * each test the contract's routes are installed again (a test may have replaced some) and the recorded calls are
 * cleared. Getters, because the hooks fill them in only once the file's tests start.
 */
export function useContractGateway(
  env: Record<string, string> = {},
  options: GatewayOptions = {},
): ContractGateway {
  let store: FakeStore | undefined;
  let gw: RunningGateway | undefined;
  beforeAll(async () => {
    store = await FakeStore.start();
    gw = await startGateway(store.apiUrl, env, options);
  });
  afterAll(async () => {
    await gw?.close();
    await store?.close();
  });
  beforeEach(() => {
    installContract(started(store));
    started(store).reset();
  });
  return {
    get store() {
      return started(store);
    },
    get gw() {
      return started(gw);
    },
  };
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the fake store and the gateway start in beforeAll');
  return value;
}

import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
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

export interface ContractStoreWithGateways {
  readonly store: FakeStore;
  /** A gateway of the test's own (fresh in-process counts and caches), closed when the test ends. */
  gateway(env?: Record<string, string>, options?: GatewayOptions): Promise<RunningGateway>;
}

/**
 * One fake store-api for the whole file, with the contract installed again before each test, and gateways that
 * each test starts for itself and that are closed after it.
 */
export function useContractStoreWithGateways(): ContractStoreWithGateways {
  let store: FakeStore | undefined;
  const running: RunningGateway[] = [];
  beforeAll(async () => {
    store = await FakeStore.start();
  });
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(() => {
    installContract(started(store));
    started(store).reset();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((gw) => gw.close()));
  });
  return {
    get store() {
      return started(store);
    },
    async gateway(env = {}, options = {}) {
      const gw = await startGateway(started(store).apiUrl, env, options);
      running.push(gw);
      return gw;
    },
  };
}

import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';

/**
 * Sandboxed preload: only `electron` can be required here (electron-vite bundles the contract and
 * zod into this one file). The bridge itself is derived from the contract's channel map.
 */
contextBridge.exposeInMainWorld('boda', createBridge(ipcRenderer));

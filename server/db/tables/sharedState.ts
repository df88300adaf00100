/** Tables of state every server instance shares when there is no Redis (migration 2026_06_03_nonces). */
export interface SharedStateTables {
  nonces: NoncesTable;
}

export interface NoncesTable {
  /** sha256 hex of `accessKey:nonce`. */
  nonce_hash: string;
  /** Epoch ms after which the nonce may be used again (its timestamp is stale by then). */
  expires_at: number;
}

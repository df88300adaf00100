/** User-facing texts of the global error catalogue (SPEC.md §8). */
export const storeMessages = {
  unknownErrorRelogin: '未知错误，请重新登录',
  unknownError: '未知错误',
  requestTimeout: '请求超时',
  /** Importing an exported state file (stateFile.ts). */
  stateFile: {
    notJson: '这不是一个状态文件：内容不是 JSON',
    notStateFile: '这不是码芽导出的状态文件',
    newerFile: (version: number, supported: number) =>
      `这个状态文件来自更新的版本（格式 ${version}），当前最多支持格式 ${supported}，请用新版本打开`,
    olderFile: (version: number) => `这个状态文件的格式 ${version} 太旧，无法读取`,
    newerSlice: (key: string, version: number, supported: number) =>
      `状态文件中的 ${key} 来自更新的版本（${version}），当前为 ${supported}，无法恢复`,
    olderSlice: (key: string, version: number, supported: number) =>
      `状态文件中的 ${key} 来自旧版本（${version}），当前为 ${supported}，且没有迁移方法，无法恢复`,
  },
} as const;

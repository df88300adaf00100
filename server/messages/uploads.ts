/** User-facing texts of uploads: answer projects, images, and the links that open them. */
export const uploadMessages = {
  fileRequired: 'file 不能为空',
  fileTooLarge: (mb: number) => `文件 file 过大，不能超过 ${mb} MB`,
  notMultipart: '请以 multipart/form-data 上传文件 file',
  uploaded: '上传成功',
  notSb3: '文件 file 不是有效的 Scratch 作品（.sb3）',
  imageNotSupported: '文件 file 不是支持的图片（PNG、JPG、GIF、WebP）',
  linkExpired: '下载链接已失效，请重新打开',
} as const;

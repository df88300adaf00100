/** User-facing texts of the cloud files (云文件). */
export const cloudFileMessages = {
  nameRequired: (field: string) => `${field} 不能为空`,
  nameTooLong: (field: string) => `${field} 不能超过 100 个字`,
  nameBadCharacters: (field: string) => `${field} 不能包含 / \\ 等特殊字符`,
  nameDots: (field: string) => `${field} 不能是 . 或 ..`,
  nameTaken: (name: string) => `这个文件夹里已经有名为“${name}”的文件或文件夹`,
  folderNotFound: '文件夹不存在',
  fileNotFound: '文件不存在',
  notAFile: '文件夹不能下载',
  typeNotAllowed:
    '文件 file 的类型不支持：只能上传图片（PNG、JPG、GIF、WebP）、Scratch 作品（.sb3）、文本（.py、.txt、.csv、.json）、PDF 和声音（MP3、WAV）',
  quotaExceeded: (quotaMb: number) => `云文件空间不足：每位同学最多 ${quotaMb} MB，请先删除不用的文件`,
  folderCreated: '文件夹已创建',
  uploaded: '上传成功',
  renamed: '已重命名',
  deleted: '已删除',
} as const;

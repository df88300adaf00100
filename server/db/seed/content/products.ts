import type { SeedProduct } from './types';

/**
 * Products and their activation codes. Each code is 9 characters of 0-9A-Z whose 9th character is the
 * Luhn mod 36 check character of core/activationCode.ts (computed once with activationCheckChar).
 */
export const products: SeedProduct[] = [
  {
    activationCode: 'SCRATCH6Z',
    shortName: 'scratch',
    name: 'Scratch 等级考试全套（一至三级）',
    bankKeys: ['bank-sc1', 'bank-sc2', 'bank-sc3'],
    paperKeys: ['paper-sc1-mock', 'paper-sc2-mock', 'paper-sc3-mock', 'exam-sc1-2026-autumn'],
  },
  {
    activationCode: 'PYTHON26A',
    shortName: 'python',
    name: 'Python 等级考试全套（一、二级）',
    bankKeys: ['bank-py1', 'bank-py2'],
    paperKeys: ['paper-py1-mock', 'paper-py2-mock'],
  },
  {
    activationCode: 'CODEALL6S',
    shortName: 'all',
    name: '码芽全科通关包（Scratch + Python）',
    bankKeys: ['bank-sc1', 'bank-sc2', 'bank-sc3', 'bank-py1', 'bank-py2'],
    paperKeys: [
      'paper-sc1-mock',
      'paper-sc2-mock',
      'paper-sc3-mock',
      'paper-py1-mock',
      'paper-py2-mock',
      'exam-sc1-2026-autumn',
    ],
  },
  {
    activationCode: 'SC1START7',
    shortName: 'scratch1',
    name: 'Scratch 一级入门包',
    bankKeys: ['bank-sc1'],
    paperKeys: ['paper-sc1-mock'],
  },
];

/** Well-formed codes (they pass the check character) that belong to no product: "code does not exist". */
export const unknownButValidCodes: string[] = ['NOSUCH017', 'UNKNOWN2S', 'ZZ0000002'];

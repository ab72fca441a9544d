import { Edition, LicenseType, type BrandingImageKind, UserRole, UserType } from '@boda/contract';
import { hashPassword } from '../auth/password';
import { defaultRawConfig } from '../config/defaults';
import type { Db } from '../db/client';
import { createCompanyWithOperator, findCompanyById, upsertBrandingImage } from '../resources/company';
import { insertGroup } from '../resources/group';
import { insertUser } from '../resources/user';
import { seedDemoRooms } from './demo-rooms';
import { seedDemoMessages } from './demo-messages';

/** Demo sign-in data; tests and the e2e suite import it instead of repeating literals. */
export const DEMO = {
  companyId: 'demo',
  companyCode: '100001',
  companyName: 'Boda Demo Academy',
  password: 'Boda!2468',
  users: {
    operator: 'operator',
    monitor: 'monitor',
    teacher: 'teacher1',
    teacher2: 'teacher2',
    openTeacher: 'openteacher',
    student: 'student1',
  },
  students: ['student1', 'student2', 'student3', 'student4', 'student5', 'student6'],
} as const;

const BRANDING = {
  title: 'Boda Demo Academy',
  description: 'Live classes and homework at Boda Demo Academy.',
  keywords: 'online class, homework, academy',
};

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#2f6fde"/><text x="20" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">B</text><text x="50" y="27" font-family="sans-serif" font-size="18" fill="#1b1b1b">Boda Demo</text></svg>`;
const DEMO_IMAGES: BrandingImageKind[] = ['LOGIN_LOGO', 'SERVICE_LOGO'];

interface DemoUser {
  userId: string;
  userName: string;
  userTypeCd: number;
  group?: 'classA' | 'classB' | 'teachers';
  email: string;
  phone: string;
  phone2?: string;
}

const OTHER_USERS: DemoUser[] = [
  {
    userId: DEMO.users.monitor,
    userName: 'Monitor Lee',
    userTypeCd: UserType.MONITOR,
    email: 'monitor@demo.boda.test',
    phone: '01020000001',
  },
  {
    userId: 'teacher1',
    userName: 'Teacher Park',
    userTypeCd: UserType.TEACHER,
    group: 'teachers',
    email: 'teacher1@demo.boda.test',
    phone: '01030000001',
  },
  {
    userId: 'teacher2',
    userName: 'Teacher Choi',
    userTypeCd: UserType.TEACHER,
    group: 'teachers',
    email: 'teacher2@demo.boda.test',
    phone: '01030000002',
  },
  {
    userId: 'openteacher',
    userName: 'Open Teacher Jung',
    userTypeCd: UserType.OPEN_TEACHER,
    group: 'teachers',
    email: 'openteacher@demo.boda.test',
    phone: '01030000003',
  },
  ...DEMO.students.map((userId, i): DemoUser => ({
    userId,
    userName: `Student ${['Han', 'Yoon', 'Kang', 'Seo', 'Lim', 'Oh'][i]}`,
    userTypeCd: UserType.STUDENT,
    group: i < 3 ? 'classA' : 'classB',
    email: `${userId}@demo.boda.test`,
    phone: `0104000000${i + 1}`,
    phone2: `0105000000${i + 1}`,
  })),
];

export interface SeedResult {
  created: boolean;
  companyIdx: number;
}

/** Creates the demo company with its users and groups; does nothing when it already exists. */
export async function seedDemo(db: Db): Promise<SeedResult> {
  const existing = await findCompanyById(db, DEMO.companyId);
  if (existing) {
    // Databases seeded before rooms existed get the demo rooms too.
    await seedDemoRooms(db, existing.companyIdx);
    await seedDemoMessages(db, existing.companyIdx);
    return { created: false, companyIdx: existing.companyIdx };
  }

  const { company } = await createCompanyWithOperator(db, {
    companyId: DEMO.companyId,
    companyCode: DEMO.companyCode,
    companyName: DEMO.companyName,
    edition: Edition.EDUCATION,
    config: defaultRawConfig({ brandingText: BRANDING, brandingImages: DEMO_IMAGES }),
    brandingText: BRANDING,
    licenseTypeCd: LicenseType.CONCURRENCY,
    licenseCount: 100,
    operator: {
      userId: DEMO.users.operator,
      password: DEMO.password,
      userName: 'Operator Kim',
      email: 'operator@demo.boda.test',
      phone: '01010000001',
    },
  });
  const companyIdx = company.companyIdx;
  // One hash for all demo accounts: they share a published password anyway, and it keeps seeding fast.
  const passwordHash = await hashPassword(DEMO.password);

  await db.transaction(async (tx) => {
    const grade1 = await insertGroup(tx, { companyIdx, groupName: 'Grade 1', sortOrder: 1 });
    const groupIdx = {
      classA: (await insertGroup(tx, { companyIdx, groupName: 'Class A', upGroupIdx: grade1.groupIdx, sortOrder: 1 })).groupIdx,
      classB: (await insertGroup(tx, { companyIdx, groupName: 'Class B', upGroupIdx: grade1.groupIdx, sortOrder: 2 })).groupIdx,
      teachers: (await insertGroup(tx, { companyIdx, groupName: 'Teachers', sortOrder: 2 })).groupIdx,
    };
    for (const user of OTHER_USERS) {
      await insertUser(tx, {
        companyIdx,
        userId: user.userId,
        userName: user.userName,
        passwordHash,
        userTypeCd: user.userTypeCd,
        userRoleCd: UserRole.USER,
        email: user.email,
        phone: user.phone,
        phone2: user.phone2 ?? null,
        groupIdx: user.group ? groupIdx[user.group] : null,
      });
    }
    for (const kind of DEMO_IMAGES) await upsertBrandingImage(tx, companyIdx, kind, 'image/svg+xml', Buffer.from(LOGO_SVG));
  });
  await seedDemoRooms(db, companyIdx);
  await seedDemoMessages(db, companyIdx);
  return { created: true, companyIdx };
}

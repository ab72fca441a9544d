import type { BookRow, MeetRow, NoteRow, RoomRow, TaskRow } from './schema';

/*
 * Company scope by construction (as the board's CompanyBoard): a parent row carries a brand that only a
 * query with the company in it gives: the policies' access repository, a resource's finder given the
 * company, an insert made with the caller's company, or a finder named `...AcrossCompanies` whose caller
 * holds a token naming the row (a class-client session, a job of its own company). The resource
 * repositories' child finders and writers take the branded row, never a bare index, so no child row
 * is reached by an index alone. Brands exist in types only.
 */
declare const inCompany: unique symbol;
export type InCompany<Row> = Row & { readonly [inCompany]: true };

export type CompanyRoom = InCompany<RoomRow>;
export type CompanyMeet = InCompany<MeetRow>;
export type CompanyBook = InCompany<BookRow>;
export type CompanyTask = InCompany<TaskRow>;
export type CompanyNote = InCompany<NoteRow>;

/** Marks a row a company-scoped query answered. */
export function inCompanyRow<Row>(row: Row): InCompany<Row> {
  return row as InCompany<Row>;
}

/** Marks rows a company-scoped query answered. */
export function inCompanyRows<Row>(rows: Row[]): Array<InCompany<Row>> {
  return rows as Array<InCompany<Row>>;
}

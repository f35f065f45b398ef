import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DatabaseHandle } from "#db/client";
import {
  blogPosts,
  contactMessages,
  customerServices,
  customerUsers,
  ticketMessages,
} from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { contactList } from "#features/contact/contact-inbox.server";
import { customerList } from "#features/customers/customers.server";
import { blogList } from "#features/blog/blog-admin.server";
import { assignmentList } from "#features/customer-services/customer-services.server";
import { orderOf, type SortSpec } from "#db/list-query";
import { PAGE_SIZE } from "#kit/lib/page";

/**
 * The indexes of the big admin lists (decision 023): the page of each list's usual orders and
 * filters can be read in index order, so a page costs the same with ten rows or a million. The
 * planner is told to avoid full scans and sorts (a small table would rather be scanned), then
 * the plan is read for the index.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function planOf(table: PgTable, order: SQL[], where?: SQL): Promise<string> {
  const query = handle.db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .getSQL();
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const { rows } = (await tx.execute(sql`explain (costs off) ${query}`)) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

const order = <S extends string>(list: SortSpec<S>, sort?: S, dir?: "asc" | "desc") =>
  orderOf(list, { sort, dir });

describe("the admin lists read their page from an index", () => {
  it("contacts: newest first, unread newest first, by name either way, by e-mail", async () => {
    expect(await planOf(contactMessages, order(contactList))).toMatch(
      /Index (Only )?Scan Backward using contact_messages_created /,
    );
    expect(
      await planOf(contactMessages, order(contactList), eq(contactMessages.isRead, false)),
    ).toMatch(/Index (Only )?Scan Backward using contact_messages_read_created /);
    // A column that cannot be null is ordered without "nulls last": one index, both ways.
    expect(await planOf(contactMessages, order(contactList, "name", "asc"))).toMatch(
      /Index (Only )?Scan using contact_messages_name /,
    );
    expect(await planOf(contactMessages, order(contactList, "name", "desc"))).toMatch(
      /Index (Only )?Scan Backward using contact_messages_name /,
    );
    expect(await planOf(contactMessages, order(contactList, "email", "desc"))).toMatch(
      /using contact_messages_email /,
    );
  });

  it("customers: surname and name, the 'Nome' column, company, creation", async () => {
    expect(await planOf(customerUsers, order(customerList))).toMatch(
      /Index (Only )?Scan using customer_users_surname /,
    );
    expect(await planOf(customerUsers, order(customerList, "name", "asc"))).toMatch(
      /using customer_users_name_sort /,
    );
    expect(await planOf(customerUsers, order(customerList, "companyName", "asc"))).toMatch(
      /using customer_users_company /,
    );
    expect(await planOf(customerUsers, order(customerList, "createdAt", "desc"))).toMatch(
      /Index (Only )?Scan Backward using customer_users_created /,
    );
  });

  it("blog posts newest first; services by expiry, also within a status", async () => {
    expect(await planOf(blogPosts, order(blogList))).toMatch(
      /Index (Only )?Scan Backward using blog_posts_list_date /,
    );
    expect(await planOf(blogPosts, order(blogList, "title", "desc"))).toMatch(
      /Index (Only )?Scan Backward using blog_posts_title /,
    );
    expect(await planOf(customerServices, order(assignmentList))).toMatch(
      /Index (Only )?Scan using customer_services_expiry /,
    );
    expect(
      await planOf(customerServices, order(assignmentList), eq(customerServices.status, "active")),
    ).toMatch(/using customer_services_status_expiry /);
  });

  it("a ticket's latest message (the desk's activity and 'awaiting a reply')", async () => {
    const plan = await planOf(
      ticketMessages,
      [desc(ticketMessages.createdAt), desc(ticketMessages.id)],
      eq(ticketMessages.ticketId, 1),
    );
    expect(plan).toMatch(/Index (Only )?Scan Backward using ticket_messages_ticket /);
  });
});

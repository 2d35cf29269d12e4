/** Where the customers pages live in each mode; the sandbox has only the list and the add page. */
export function customerPaths(sandbox: boolean) {
  return sandbox
    ? {
        list: '/sandbox/customers',
        add: '/sandbox/customers/addCustomer',
        import: null,
        detail: null,
        edit: null,
      }
    : {
        list: '/customers',
        add: '/customers/add',
        import: '/addoldcustomer',
        detail: (id: string) => `/customers/detail/${id}`,
        edit: (id: string) => `/customers/update/${id}`,
      };
}

/** A customer's name, or null when it has none. */
export function customerName(c: { first_name: string | null; last_name: string | null }): string | null {
  return [c.first_name, c.last_name].filter(Boolean).join(' ') || null;
}

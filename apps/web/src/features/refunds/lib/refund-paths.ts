export const refundPaths = {
  list: '/refund',
  newList: '/refund/newList',
  summary: '/refund/editSommary',
  listDetail: (id: string) => `/refund/listDetail?id=${encodeURIComponent(id)}`,
  detail: (id: string) => `/refund/detail/${encodeURIComponent(id)}`,
};

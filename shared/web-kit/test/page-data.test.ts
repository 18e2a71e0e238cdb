import { takePageData } from '../src';

function sendWithPage(api: string, json: string) {
  document.head.innerHTML = `<script type="application/json" id="page-data" data-api="${api}">${json}</script>`;
}

describe('takePageData', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('hands out the record the edge sent for its own API path, once', () => {
    sendWithPage(
      '/api/trial/cases/c1',
      '{"id":"c1","caseNumber":"CA-2026-000001","issueDescription":"a \\u003cb\\u003e"}',
    );
    expect(takePageData('/api/trial/cases/c2')).toBeUndefined();
    expect(takePageData('/api/trial/cases/c1')).toEqual({
      id: 'c1',
      caseNumber: 'CA-2026-000001',
      issueDescription: 'a <b>',
    });
    expect(takePageData('/api/trial/cases/c1')).toBeUndefined();
    expect(document.getElementById('page-data')).toBeNull();
  });

  it('gives nothing for a page sent without a record, or with one that is not JSON', () => {
    expect(takePageData('/api/trial/cases/c1')).toBeUndefined();
    sendWithPage('/api/trial/cases/c1', '{not json');
    expect(takePageData('/api/trial/cases/c1')).toBeUndefined();
  });

  it('ignores an element with that id that is not the edge’s data script', () => {
    document.head.innerHTML = '<meta id="page-data" data-api="/api/trial/cases/c1">';
    expect(takePageData('/api/trial/cases/c1')).toBeUndefined();
  });
});

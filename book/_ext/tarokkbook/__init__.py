"""Helpers of the book's pages: MyST links and citations, tables and figures, study results
kept between builds, the editions kept in step. A package of its own beside the book
(``book/_ext/tarokkbook``), outside the engine: the engine, ``tarokk``, needs neither pandas
nor matplotlib, which only these helpers use."""

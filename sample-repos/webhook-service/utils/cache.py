"""A bounded in-process set/dict cache (per worker, best effort)."""
import threading
from collections import OrderedDict


class local_cache:
    def __init__(self, maxsize: int = 1024) -> None:
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()
        self.maxsize = maxsize

    def __contains__(self, key) -> bool:
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return True
            return False

    def add(self, key, value=True) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)

    def get(self, key, default=None):
        with self._lock:
            return self._items.get(key, default)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

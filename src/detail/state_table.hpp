// Private: the state table of the counting DP: keys (profile bit sets) with a fixed number of
// counter lanes each. Entries are kept in insertion order as two flat arrays (keys, lanes), so a
// step walks them sequentially; the index from key to entry is a dense array of 2^key_bits entry
// numbers when keys are narrow (Dense), else open addressing with linear probing. Measured: a dense
// array of whole slots (key -> lanes directly) was twice as slow on 18x18 L-trominoes, from cache
// misses: the compact 4-byte index stays in cache, the lanes are appended in order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tessera::detail {

template <class Value, std::size_t Width, bool Dense>
class state_table {
 public:
  // Keys are below 2^key_bits (Dense needs 4 * 2^key_bits bytes of index).
  void init(std::size_t key_bits) {
    if constexpr (Dense) {
      slot_.assign(std::size_t{1} << key_bits, 0);
    } else {
      resize_index(1024);
    }
  }

  static constexpr bool dense() { return Dense; }
  std::size_t size() const { return keys_.size(); }
  std::uint64_t key(std::size_t i) const { return keys_[i]; }
  const Value* values(std::size_t i) const { return &values_[i * Width]; }
  // Bytes held by the index (the part that does not grow with size() in the dense case).
  std::size_t index_bytes() const { return slot_.size() * sizeof(std::uint32_t); }

  // The lanes of `key`, appended with zero values when new. The pointer is valid until the next
  // call.
  Value* find_or_add(std::uint64_t key) {
    std::uint32_t* where;
    if constexpr (Dense) {
      where = &slot_[key];
    } else {
      if (2 * (keys_.size() + 1) > slot_.size()) resize_index(2 * slot_.size());
      std::size_t h = hash(key);
      while (slot_[h] != 0 && keys_[slot_[h] - 1] != key) h = (h + 1) & mask_;
      where = &slot_[h];
    }
    if (*where != 0) return &values_[(*where - 1) * Width];
    keys_.push_back(key);
    const std::size_t at = values_.size();
    values_.resize(at + Width, Value{});
    *where = static_cast<std::uint32_t>(keys_.size());
    return &values_[at];
  }

  // Empties the table, keeping its capacity. O(size()), or O(index) when most of the index is used.
  void clear() {
    if constexpr (Dense) {
      for (std::uint64_t key : keys_) slot_[key] = 0;
    } else if (8 * keys_.size() < slot_.size()) {
      // Reverse insertion order keeps every remaining key's probe chain intact while we erase.
      for (std::size_t i = keys_.size(); i-- > 0;) {
        std::size_t h = hash(keys_[i]);
        while (slot_[h] != i + 1) h = (h + 1) & mask_;
        slot_[h] = 0;
      }
    } else {
      std::fill(slot_.begin(), slot_.end(), 0);
    }
    keys_.clear();
    values_.clear();
  }

 private:
  std::size_t hash(std::uint64_t key) const {
    // Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4): the top bits of key * 2^64 / phi.
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> shift_);
  }

  void resize_index(std::size_t capacity) {
    slot_.assign(capacity, 0);
    mask_ = capacity - 1;
    shift_ = 64 - static_cast<unsigned>(__builtin_ctzll(capacity));
    for (std::size_t i = 0; i < keys_.size(); ++i) {
      std::size_t h = hash(keys_[i]);
      while (slot_[h] != 0) h = (h + 1) & mask_;
      slot_[h] = static_cast<std::uint32_t>(i + 1);
    }
  }

  std::vector<std::uint64_t> keys_;
  std::vector<Value> values_;
  std::vector<std::uint32_t> slot_;  // 0 = empty, else entry index + 1
  std::size_t mask_ = 0;
  unsigned shift_ = 64;
};

}  // namespace tessera::detail

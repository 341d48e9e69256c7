// Book::parse on arbitrary bytes. The file is checksummed, so when the first byte says so the
// target recomputes the checksum of the rest before parsing: mutations of the records then
// reach the per-record checks instead of stopping at the checksum. A parsed book must
// serialize to bytes that parse again and serialize identically, and its lookups, statistics,
// book play and propagation must run without fault on whatever records it holds.
#include "engine/book/book.h"
#include "fuzz/fuzz_target.h"

#include <random>

using namespace probcut;

namespace {

constexpr std::size_t ChecksumOffset = 32; // book_file.cpp

void fixChecksum(std::vector<std::uint8_t>& file)
{
    if (file.size() < ChecksumOffset + 8)
        return;
    std::uint64_t h = 0xcbf29ce484222325ULL; // FNV-1a 64 without the checksum field
    for (std::size_t k = 0; k < file.size(); ++k) {
        if (k >= ChecksumOffset && k < ChecksumOffset + 8)
            continue;
        h = (h ^ file[k]) * 0x100000001b3ULL;
    }
    for (int k = 0; k < 8; ++k)
        file[ChecksumOffset + std::size_t(k)] = std::uint8_t(h >> (8 * k));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    std::vector<std::uint8_t> file(data + 1, data + size);
    if (data[0] & 1)
        fixChecksum(file);
    auto book = Book::parse(file);
    if (!book) {
        FUZZ_CHECK(!book.error().message.empty());
        return 0;
    }
    const std::vector<std::uint8_t> written = book->serialize();
    auto again = Book::parse(written);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->size() == book->size());
    FUZZ_CHECK(again->serialize() == written);

    Book& b = book.value();
    (void)b.stats();
    std::mt19937_64 rng(1);
    Board board = Board::initial();
    for (int ply = 0; ply < 8 && !board.isGameOver(); ++ply) {
        (void)b.lookup(board, ply < 2);
        const auto choice = b.chooseMove(board, 2.0, rng);
        if (!choice)
            break;
        if (choice->move == PassMove)
            FUZZ_CHECK(board.mustPass());
        else
            FUZZ_CHECK(board.isLegal(choice->move));
        board = choice->move == PassMove ? board.passed() : board.played(choice->move);
    }
    b.propagate();
    (void)b.stats();
    return 0;
}

#include "tunedalgorithms.h"

#include <cctype>
#include <cstdlib>
#include <cstring>

namespace cubelab::mpi {

namespace {

// "MPI_Reduce_scatter_block" → "coll_tuned_reduce_scatter_block_algorithm".
std::string variableName(const std::string& libraryCollective)
{
    std::string name = libraryCollective.substr(libraryCollective.find('_') + 1);
    for (char& c : name)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return "coll_tuned_" + name + "_algorithm";
}

} // namespace

void TunedAlgorithms::enableBeforeInit()
{
    ::setenv("OMPI_MCA_coll_tuned_use_dynamic_rules", "1", 0);
}

TunedAlgorithms::TunedAlgorithms(const std::string& libraryCollective)
{
    int provided = 0;
    if (MPI_T_init_thread(MPI_THREAD_SINGLE, &provided) != MPI_SUCCESS)
        return;
    mToolsStarted = true;
    int index = -1;
    const std::string wanted = variableName(libraryCollective);
    if (MPI_T_cvar_get_index(wanted.c_str(), &index) != MPI_SUCCESS)
        return;
    char name[256];
    char description[1024];
    int nameLength = sizeof name;
    int descriptionLength = sizeof description;
    int verbosity = 0;
    int binding = 0;
    int scope = 0;
    MPI_Datatype type{};
    MPI_T_enum values{};
    if (MPI_T_cvar_get_info(index, name, &nameLength, &verbosity, &type, &values, description,
                            &descriptionLength, &binding, &scope) != MPI_SUCCESS ||
        type != MPI_INT || values == MPI_T_ENUM_NULL)
        return;
    int count = 0;
    char enumName[256];
    int enumNameLength = sizeof enumName;
    if (MPI_T_enum_get_info(values, &count, enumName, &enumNameLength) != MPI_SUCCESS)
        return;
    mVariable = index;
    for (int i = 0; i < count; ++i) {
        Algorithm algorithm;
        char itemName[256];
        int itemLength = sizeof itemName;
        if (MPI_T_enum_get_item(values, i, &algorithm.value, itemName, &itemLength) != MPI_SUCCESS)
            continue;
        algorithm.name.assign(itemName, strnlen(itemName, sizeof itemName));
        if (algorithm.value > 0)
            mOffered.push_back(algorithm);
    }
}

TunedAlgorithms::~TunedAlgorithms()
{
    if (mToolsStarted)
        MPI_T_finalize();
}

bool TunedAlgorithms::write(int value)
{
    MPI_T_cvar_handle handle{};
    int count = 0;
    if (MPI_T_cvar_handle_alloc(mVariable, nullptr, &handle, &count) != MPI_SUCCESS)
        return false;
    const bool written = MPI_T_cvar_write(handle, &value) == MPI_SUCCESS;
    MPI_T_cvar_handle_free(&handle);
    return written;
}

MPI_Comm TunedAlgorithms::communicatorWith(const Algorithm& algorithm)
{
    MPI_Comm comm = MPI_COMM_NULL;
    write(algorithm.value);
    // coll_tuned reads the forced algorithm when a communicator is made.
    MPI_Comm_dup(MPI_COMM_WORLD, &comm);
    write(0);
    return comm;
}

} // namespace cubelab::mpi

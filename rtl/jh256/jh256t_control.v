`default_nettype none
// The controller of the table design (and of the former grouped design): a loader that fills the two message banks, and a
// main FSM with one round / chunk counter that compresses a full bank, then sends the
// digest.  GROUPED = 1: the grouped JH42 datapath (jh256_datapath), which takes a 16-bit
// chunk in two cycles (c_mwe0, c_mwe1) and reads its state from bank rnd[0] (c_rbank);
// GROUPED = 0: the table-based datapath (jh256t_datapath, JH42 or round-2 JH), one cycle
// a chunk (c_mwe1), with the round-constant position (c_round, c_k), the offset of the
// odd words (c_mhi) and the round-2 half round (c_half).  Outputs a design does not use
// are left open by its top.
module jh256t_control #(
    parameter integer GROUPED = 1,
    parameter integer ROUND2  = 0
) (
    input  wire       clk,
    input  wire       rst,
    // lw_in / lw_out
    input  wire       in_valid,
    input  wire       in_first,
    input  wire       in_last,
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    // datapath
    output wire       c_mwe0,
    output wire       c_mwe1,
    output wire [1:0] c_mword,
    output wire [3:0] c_mwaddr,
    output wire       c_issue,
    output wire [2:0] c_chunk,
    output wire [2:0] c_mhi,
    output wire       c_iv,
    output wire       c_rbank,
    output wire       c_mbank,
    output wire [5:0] c_round,
    output wire [2:0] c_k,
    output wire       c_first,
    output wire       c_last,
    output wire       c_half,
    output wire       c_osel
);
    localparam [5:0] LAST_R = (ROUND2 != 0) ? 6'd35 : 6'd41;   // last round of E8
    localparam [1:0] S_IDLE = 2'd0, S_RUN = 2'd1, S_OUT = 2'd2;

    // ------------------------------------------------------------------ loader
    // Fills message bank wbank_q chunk by chunk (32 chunks of 16 bits = one block)
    // whenever that bank is free, so the next block loads during the rounds.
    reg       wbank_q;
    reg [4:0] n_q;               // chunk of the block: {word, chunk}
    reg [1:0] full_q;            // bank holds a block not yet compressed
    reg [1:0] bfirst_q;          // ... which is the first of its message
    reg [1:0] blast_q;           // ... which is the last of its message
    reg       ph_q;              // GROUPED: second cycle of the chunk

    wire load  = in_valid & ~full_q[wbank_q];
    wire ph    = (GROUPED != 0) ? ph_q : 1'b1;
    assign c_mwe0   = load & ~ph;
    assign c_mwe1   = load & ph;
    assign in_take  = c_mwe1;
    assign c_mword  = n_q[4:3];
    assign c_mwaddr = {wbank_q, n_q[2:0]};

    // ------------------------------------------------------------------ main FSM
    reg [1:0] st_q;
    reg       cbank_q;           // bank being compressed
    reg [5:0] rnd_q;             // round
    reg [2:0] ch_q;              // chunk of the round
    reg [2:0] k_q;               // round mod 7
    reg [2:0] mhi_q;             // chunk offset of the odd words (swaps W_4..W_6 so far)
    reg       first_q, last_q;   // the block is the first / last of its message
    reg [3:0] j_q;               // digest chunk on the output (0..7: h6, 8..15: h7)
    reg       ov_q;              // ... is valid

    wire run  = (st_q == S_RUN);
    wire rend = run && (ch_q == 3'd7);               // last chunk of a round
    wire bend = rend && (rnd_q == LAST_R);           // ... of the last round
    wire half = (ROUND2 != 0) && (rnd_q == LAST_R);  // round-2 JH: S-box layer only

    // digest: the chunk read now is shown next cycle
    wire [3:0] jn = (ov_q && out_take) ? j_q + 4'd1 : j_q;

    assign c_issue   = run;
    assign c_chunk   = run ? ch_q : jn[2:0];
    assign c_osel    = jn[3];
    assign c_mhi     = mhi_q;
    assign c_iv      = first_q && (rnd_q == 6'd0);
    assign c_rbank   = run ? rnd_q[0] : 1'b0;    // GROUPED: the digest is read from bank 0
    assign c_mbank   = cbank_q;
    assign c_round   = rnd_q;
    assign c_k       = k_q;
    assign c_first   = (rnd_q == 6'd0);
    assign c_last    = (rnd_q == LAST_R);
    assign c_half    = half;
    assign out_valid = (st_q == S_OUT) && ov_q;

    // begin compressing bank b
    task start;
        input b;
        begin
            st_q    <= S_RUN;
            cbank_q <= b;
            rnd_q   <= 6'd0;
            ch_q    <= 3'd0;
            k_q     <= 3'd0;
            first_q <= bfirst_q[b];
            last_q  <= blast_q[b];
            if (bfirst_q[b]) mhi_q <= 3'd0;          // H(0) is stored unpermuted
        end
    endtask

    always @(posedge clk) begin
        if (rst) begin
            wbank_q  <= 1'b0;
            n_q      <= 5'd0;
            full_q   <= 2'b00;
            bfirst_q <= 2'b00;
            blast_q  <= 2'b00;
            ph_q     <= 1'b0;
            st_q     <= S_IDLE;
            cbank_q  <= 1'b0;
            rnd_q    <= 6'd0;
            ch_q     <= 3'd0;
            k_q      <= 3'd0;
            mhi_q    <= 3'd0;
            first_q  <= 1'b0;
            last_q   <= 1'b0;
            j_q      <= 4'd0;
            ov_q     <= 1'b0;
        end else begin
            // loader
            if (load) ph_q <= ~ph_q;
            if (in_take) begin
                n_q <= n_q + 5'd1;
                if (n_q == 5'd0) bfirst_q[wbank_q] <= in_first;
                if (n_q == 5'd31) begin
                    blast_q[wbank_q] <= in_last;
                    full_q[wbank_q]  <= 1'b1;
                    wbank_q          <= ~wbank_q;
                end
            end
            // main FSM
            case (st_q)
                S_IDLE: if (full_q[cbank_q]) start(cbank_q);
                S_RUN: begin
                    ch_q <= ch_q + 3'd1;
                    if (rend) begin
                        rnd_q <= rnd_q + 6'd1;
                        k_q   <= (k_q == 3'd6) ? 3'd0 : k_q + 3'd1;
                        if (k_q[2] && !half) mhi_q <= mhi_q ^ (3'd1 << k_q[1:0]);
                    end
                    if (bend) begin
                        full_q[cbank_q] <= 1'b0;
                        if (last_q) begin
                            st_q    <= S_OUT;
                            cbank_q <= ~cbank_q;
                            j_q     <= 4'd0;
                            ov_q    <= 1'b0;
                        end else if (full_q[~cbank_q]) begin
                            start(~cbank_q);
                        end else begin
                            st_q    <= S_IDLE;
                            cbank_q <= ~cbank_q;
                        end
                    end
                end
                S_OUT: begin
                    ov_q <= 1'b1;
                    j_q  <= jn;
                    if (ov_q && out_take && (j_q == 4'd15)) st_q <= S_IDLE;
                end
                default: st_q <= S_IDLE;
            endcase
        end
    end
endmodule

`default_nettype wire

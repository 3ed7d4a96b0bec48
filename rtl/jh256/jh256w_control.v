`default_nettype none
// jh256w_control: the controller of jh256w_datapath (JH42, 32 positions a cycle).
//
// A loader fills the two message banks (one 16-bit half chunk a cycle, whenever the
// bank it points at is free) and a main FSM runs "jobs" of E8, 4 cycles a round (one
// 32-bit chunk of every state word a cycle), the last round at half speed (9
// cycles), in which the datapath XORs the message into the state on the way out:
//
//   message start: ZERO (4 cycles: the state becomes H(-1)), then the IV job (E8:
//                  H(0) = E8(H(-1)); its last round XORs M_1 into h0..h3);
//   block N:       E8; its last round XORs M_N into h4..h7 (the feed-forward of F8)
//                  and, unless N is the last block, M_{N+1} into h0..h3 (the input
//                  of the next F8), so the next block starts at once;
//   after the last block: DRAIN (the last writes), then OUT (h6 || h7, 16 halves).
//
// The message operands are read (c_mraddr, c_mgate) two cycles before the datapath
// writes with them: for the odd chunk 2c+1 of the last round, issued in slot 4c + 2,
// the four following cycles read (M_N, chunk c), (M_{N+1}, chunk c), (M_N, chunk
// 2 + c), (M_{N+1}, chunk 2 + c).
module jh256w_control (
    input  wire       clk,
    input  wire       rst,
    // lw_shell
    input  wire       in_valid,
    input  wire       in_last,
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    // datapath: message load
    output wire       c_mwe,      // write in_data to message word c_mword at c_mwaddr
    output wire [1:0] c_mword,
    output wire [3:0] c_mwaddr,   // {bank, chunk, half}
    // datapath: rounds
    output wire       c_issue,    // read chunk c_chunk of every state word from bank c_rbank
    output wire [1:0] c_chunk,
    output wire       c_rbank,
    output wire       c_first,    // round 0 (constant C_0)
    output wire       c_slow,     // last round (half speed, message XOR on the way out)
    output wire       c_zero,     // zero pass: the results are replaced by zeros
    output wire       c_ivbit,    // ... and the one bit of H(-1) is set
    output wire [2:0] c_mraddr,   // message operand read: {bank, chunk}
    output wire       c_mgate,    // ... and used (else the operand is zero)
    output wire       c_osel,     // digest half read now: h7 (1) or h6 (0) ...
    output wire       c_ohalf     // ... its second (1) or first (0) 16 bits
);
    localparam [5:0] LAST_R = 6'd41;
    localparam [2:0] S_IDLE = 3'd0, S_ZERO = 3'd1, S_RUN = 3'd2, S_WAIT = 3'd3,
                     S_DRAIN = 3'd4, S_OUT = 3'd5;

    // ------------------------------------------------------------------ loader
    reg       wbank_q;
    reg [4:0] n_q;               // half chunk of the block: {word, chunk, half}
    reg [1:0] full_q;            // bank holds a block not yet released
    reg [1:0] blast_q;           // ... the last of its message

    wire load = in_valid & ~full_q[wbank_q];
    assign in_take  = load;
    assign c_mwe    = load;
    assign c_mword  = n_q[4:3];
    assign c_mwaddr = {wbank_q, n_q[2:0]};

    // ------------------------------------------------------------------ main FSM
    reg [2:0] st_q;
    reg       cbank_q;           // bank of the block being compressed
    reg [5:0] rnd_q;
    reg [3:0] sl_q;              // slot of the round (the last round: 0..8)
    reg       ivj_q;             // the job is the IV job
    reg       last_q;            // the block is the last of its message
    reg [3:0] j_q;               // digest half on the output
    reg       ov_q;
    reg [1:0] dr_q;
    // message operand reader
    reg       mact_q, mcb_q, mivj_q, mlast_q;
    reg [2:0] mj_q;

    wire run   = (st_q == S_RUN);
    wire zero  = (st_q == S_ZERO);
    wire lastr = (rnd_q == LAST_R);
    // the last round issues chunk c in slot 2c and ends with slot 8, so that its
    // last writes (slots 8..11) end before the next round's first pair is latched
    wire rend  = run && (lastr ? (sl_q == 4'd8) : (sl_q[1:0] == 2'd3));
    wire [3:0] jn = (ov_q && out_take) ? j_q + 4'd1 : j_q;

    assign c_issue   = (run && !(lastr && (sl_q[0] || sl_q[3]))) || zero;
    assign c_chunk   = (run && lastr) ? sl_q[2:1] : ((run || zero) ? sl_q[1:0] : jn[2:1]);
    assign c_rbank   = run ? rnd_q[0] : zero;
    assign c_first   = (rnd_q == 6'd0);
    assign c_slow    = run && lastr;
    assign c_zero    = zero;
    assign c_ivbit   = zero && (sl_q == 4'd1);
    assign c_osel    = jn[3];
    assign c_ohalf   = jn[0];
    assign out_valid = (st_q == S_OUT) && ov_q;

    // operand j (0..7): j[0] = 0: M_N (h4..h7), 1: M_{N+1} (h0..h3); chunk {j[1], j[2]}
    assign c_mraddr = {mj_q[0] ? (mivj_q ? mcb_q : ~mcb_q) : mcb_q, mj_q[1], mj_q[2]};
    assign c_mgate  = mact_q && (mj_q[0] ? (mivj_q || !mlast_q) : !mivj_q);

    always @(posedge clk) begin
        if (rst) begin
            wbank_q  <= 1'b0;
            n_q      <= 5'd0;
            full_q   <= 2'b00;
            blast_q  <= 2'b00;
            st_q     <= S_IDLE;
            cbank_q  <= 1'b0;
            rnd_q    <= 6'd0;
            sl_q     <= 4'd0;
            ivj_q    <= 1'b0;
            last_q   <= 1'b0;
            j_q      <= 4'd0;
            ov_q     <= 1'b0;
            dr_q     <= 2'd0;
            mact_q   <= 1'b0;
            mcb_q    <= 1'b0;
            mivj_q   <= 1'b0;
            mlast_q  <= 1'b0;
            mj_q     <= 3'd0;
        end else begin
            // loader
            if (load) begin
                n_q <= n_q + 5'd1;
                if (n_q == 5'd31) begin
                    blast_q[wbank_q] <= in_last;
                    full_q[wbank_q]  <= 1'b1;
                    wbank_q          <= ~wbank_q;
                end
            end
            // message operand reader: 8 cycles from slot 2 of the last round
            if (run && lastr && (sl_q == 4'd1)) begin
                mact_q  <= 1'b1;
                mj_q    <= 3'd0;
                mcb_q   <= cbank_q;
                mivj_q  <= ivj_q;
                mlast_q <= last_q;
            end else if (mact_q) begin
                mj_q <= mj_q + 3'd1;
                if (mj_q == 3'd7) mact_q <= 1'b0;
            end
            // main FSM
            case (st_q)
                S_IDLE: if (full_q[cbank_q]) begin
                    st_q   <= S_ZERO;
                    sl_q   <= 4'd0;
                    ivj_q  <= 1'b1;
                    last_q <= blast_q[cbank_q];
                end
                S_ZERO: begin
                    sl_q <= sl_q + 4'd1;
                    if (sl_q == 4'd3) begin
                        st_q  <= S_RUN;
                        sl_q  <= 4'd0;
                        rnd_q <= 6'd0;
                    end
                end
                S_RUN: begin
                    sl_q <= sl_q + 4'd1;
                    if (rend) begin
                        sl_q <= 4'd0;
                        if (!lastr) begin
                            rnd_q <= rnd_q + 6'd1;
                            // the last round needs the next block (unless there is none)
                            if ((rnd_q == LAST_R - 6'd1) && !ivj_q && !last_q && !full_q[~cbank_q])
                                st_q <= S_WAIT;
                        end else begin
                            rnd_q <= 6'd0;
                            if (ivj_q) begin
                                ivj_q <= 1'b0;            // block 1 follows in the same bank
                            end else begin
                                full_q[cbank_q] <= 1'b0;
                                cbank_q         <= ~cbank_q;
                                last_q          <= blast_q[~cbank_q];
                                if (last_q) begin
                                    st_q <= S_DRAIN;
                                    dr_q <= 2'd0;
                                end
                            end
                        end
                    end
                end
                S_WAIT: if (full_q[~cbank_q]) st_q <= S_RUN;
                S_DRAIN: begin
                    dr_q <= dr_q + 2'd1;
                    if (dr_q == 2'd3) begin
                        st_q <= S_OUT;
                        j_q  <= 4'd0;
                        ov_q <= 1'b0;
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
